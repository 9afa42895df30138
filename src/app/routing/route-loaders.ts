/**
 * The modules that route loaders import on demand, one `import()` each. Route files are part of
 * the start-up bundle, and every call site of a dynamic import carries its own list of files to
 * preload there: the routes share these three instead of importing modules of their own.
 */
export const pageLoaders = () => import('../api/page-loaders');
export const clubLoaders = () => import('../api/club-loaders');
export const teamLoaders = () => import('../api/team-page-loaders');
