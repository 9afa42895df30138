/**
 * SPEC §9: news 20 a page (home 4, sticky 5), tutorials 40 (home 4). A module of its own, without
 * the schemas of content.ts: the early-start script (app/boot) needs the sizes and nothing else.
 */
export const CONTENT_PAGE_SIZES = { news: 20, homeNews: 4, sticky: 5, tutorials: 40, homeVideos: 4 } as const;
