/** The offset and limit of a page request, and the page numbers the answer carries (api-facts 3.1). */
export function pageWindow(request: { startIndex: number; requestedCount: number }) {
  const offset = Math.max(request.startIndex - 1, 0);
  const limit = request.requestedCount;
  return { offset, limit, pageNo: Math.floor(offset / limit) + 1, pageSize: limit };
}
