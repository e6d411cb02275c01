/**
 * Outputs that name no version but still date the system that printed them: a kernel function
 * in a WCHAN column, a sysctl, objdump's spelling of an instruction, a frame or a system call of
 * a newer glibc. Each row is the first release that prints it and that release's day, so that
 * true-to-date.ts can tell that an article dated 2019 cannot show it outside an update note.
 * Only rows with evidence for the release are here; each says where it comes from.
 */
export interface OutputFormat {
  /** What the reason names: `the kernel function futex_do_wait`. */
  name: string
  /** Where a page shows it; the match (context in lookbehinds) is reported at its first character. */
  pattern: RegExp
  /** The first release that prints it: `Linux 6.16`. */
  since: string
  /** The day that release came out (YYYY-MM-DD). */
  released: string
}

export const OUTPUT_FORMATS: OutputFormat[] = [
  {
    // "futex: Rename futex_wait_queue() to futex_do_wait()", part of the futex private-hash
    // series merged for 6.16 (kernel/futex/waitwake.c); before it, a task blocked in
    // FUTEX_WAIT shows futex_wait_queue (5.16–6.15) or futex_wait_queue_me in WCHAN.
    name: 'the kernel function futex_do_wait',
    pattern: /\bfutex_do_wait\b/g,
    since: 'Linux 6.16',
    released: '2025-07-27',
  },
  {
    // "tcp: make the first N SYN RTO backoffs linear" (David Morley, net-next, 2023-05-09)
    // added net.ipv4.tcp_syn_linear_timeouts; merged for 6.5.
    name: 'the sysctl tcp_syn_linear_timeouts',
    pattern: /\btcp_syn_linear_timeouts\b/g,
    since: 'Linux 6.5',
    released: '2023-08-27',
  },
  {
    // objdump's AT&T listing dropped the `q` suffix of 64-bit call and ret in binutils 2.36
    // (released 2021-01-24): oss-fuzz's bad_build_check was changed on 2021-02-10 to look for
    // `call` because "callq is no longer present in the output of objdump" of binutils 2.36.1,
    // after Arch's update broke systemd's check (systemd PR 18528). Before 2.36 objdump printed
    // `callq`/`retq`. Matched on objdump's own line shape: `  1363:\t[bytes ]call   1090 <…>`.
    name: "objdump's `call`/`ret` without the `q` suffix",
    pattern: /(?<=^\s*[0-9a-f]+:\t(?:(?:[0-9a-f]{2} )+\s*\t)?)(?:call|ret)\b(?!q)/gm,
    since: 'binutils 2.36',
    released: '2021-01-24',
  },
  {
    // glibc 2.34 moved the call of main out of __libc_start_main into __libc_start_call_main
    // (sysdeps/nptl/libc_start_call_main.h, glibc commit 130fca173f32); backtraces of older
    // glibc go from main straight to __libc_start_main.
    name: 'the glibc frame __libc_start_call_main',
    pattern: /\b__libc_start_call_main\b/g,
    since: 'glibc 2.34',
    released: '2021-08-02',
  },
  {
    // glibc 2.34 creates threads through its internal clone wrapper, which tries clone3 first
    // (glibc commit d8ea0d0168b1, "Add an internal wrapper for clone, clone2 and clone3"; the
    // tracers that broke on it say 2.34: pmem/syscall_intercept PR 123, kontainapp/km PR 1414).
    // Before it, strace of pthread_create shows clone(child_stack=…, flags=CLONE_VM|…).
    // Matched as a traced call at the start of a line.
    name: 'a traced clone3() system call',
    pattern: /(?<=^(?:\[pid +\d+\] )?(?:\d+ +)?(?:[\d:.]+ )?)clone3\(/gm,
    since: 'glibc 2.34',
    released: '2021-08-02',
  },
]
