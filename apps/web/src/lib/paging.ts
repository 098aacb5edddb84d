/** The original product's page request: startIndex is the 1-based row a page starts at (api-facts 3.1). */
export const pageRequest = (page: number, pageSize: number) => ({
  startIndex: (page - 1) * pageSize + 1,
  requestedCount: pageSize,
});
