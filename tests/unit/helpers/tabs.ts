/** A tabs container with a group key and a title, and two tabs (container-syntax.ts marks it, remark-containers.ts renders it). */
export const TABS = ['::: tabs key=os 安装命令', '== Debian', 'Debian 的命令', '== macOS', 'macOS 的命令', ':::', ''].join('\n')
