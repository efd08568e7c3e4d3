/**
 * Routes of SPEC 2.3 that still render the shared 功能建设中 placeholder. A later issue that
 * builds a page adds it to BUILT_PAGES in route-table.tsx and deletes its line here, so this
 * list's length is the work left.
 */
export const PENDING_ROUTES: readonly string[] = [
  // membership and activity
  "/OgbEventPage",
  "/OgbRank",
  "/EuropeCupEventPage",
  "/FiveLeagueBattleList",
  // other
];
