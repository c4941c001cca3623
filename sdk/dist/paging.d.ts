export interface Page<T> {
    items: T[];
    has_more: boolean;
    next_cursor: string | null;
}
/**
 * Every item of a paged list, page after page: `page(cursor)` fetches one page (the first with
 * cursor undefined), e.g. `items((cursor) => ocean.data(ocean.GET('/v1/containers', { params: { query: { cursor } } })))`.
 */
export declare function items<T>(page: (cursor: string | undefined) => Promise<Page<T>>): AsyncGenerator<T>;
/** The cursor a Next-Page link names (a relative link with the same filters), or undefined on the last page. */
export declare function nextPageCursor(link: string | null): string | undefined;
/** Every item of a header-paged list: `page(cursor)` answers the items and the response (for Next-Page). */
export declare function linkedItems<T>(page: (cursor: string | undefined) => Promise<{
    items: T[];
    response: Response;
}>): AsyncGenerator<T>;
