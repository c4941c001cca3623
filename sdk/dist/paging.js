/**
 * Every item of a paged list, page after page: `page(cursor)` fetches one page (the first with
 * cursor undefined), e.g. `items((cursor) => ocean.data(ocean.GET('/v1/containers', { params: { query: { cursor } } })))`.
 */
export async function* items(page) {
    let cursor;
    do {
        const p = await page(cursor);
        yield* p.items;
        cursor = p.has_more && p.next_cursor ? p.next_cursor : undefined;
    } while (cursor);
}
/** The cursor a Next-Page link names (a relative link with the same filters), or undefined on the last page. */
export function nextPageCursor(link) {
    if (!link)
        return undefined;
    return new URL(link, 'http://next.page').searchParams.get('cursor') ?? undefined;
}
/** Every item of a header-paged list: `page(cursor)` answers the items and the response (for Next-Page). */
export async function* linkedItems(page) {
    let cursor;
    do {
        const p = await page(cursor);
        yield* p.items;
        cursor = nextPageCursor(p.response.headers.get('Next-Page'));
    } while (cursor);
}
