/** The deal numbers frozen in deals.json: the first few, a round one and the extremes. */
export const VECTOR_DEALS = [1, 2, 3, 1000, 123456789, 4294967295] as const;
