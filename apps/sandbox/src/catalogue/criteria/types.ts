export type Scalar = string | number | boolean | null;

export type Filter =
  | { type: 'equals'; field: string; value: Scalar }
  | { type: 'equalsAny'; field: string; value: Scalar[] }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string }
  | { type: 'range'; field: string; parameters: RangeParameters }
  | { type: 'multi'; operator: 'and' | 'or' | 'xor'; queries: Filter[] }
  | { type: 'not'; operator: 'and' | 'or'; queries: Filter[] };

export interface RangeParameters {
  gt?: number | string;
  gte?: number | string;
  lt?: number | string;
  lte?: number | string;
}

export interface Sorting {
  field: string;
  order: 'ASC' | 'DESC';
  naturalSorting: boolean;
}

export type Aggregation =
  | { name: string; type: 'terms'; field: string; limit?: number; sort?: Sorting[] }
  | { name: string; type: 'entity'; field: string; definition: string }
  | { name: string; type: 'avg' | 'count' | 'max' | 'min' | 'stats' | 'sum'; field: string }
  | { name: string; type: 'filter'; filter: Filter[]; aggregation: Aggregation };

/** Shopware's total-count-mode: 0 none, 1 exact, 2 next pages. */
export type TotalCountMode = 0 | 1 | 2;

export interface Criteria {
  page: number;
  /** null: the route's default applies. */
  limit: number | null;
  ids?: string[];
  term?: string;
  filter: Filter[];
  postFilter: Filter[];
  sort: Sorting[];
  aggregations: Aggregation[];
  associations: Record<string, Criteria>;
  includes?: Record<string, string[]>;
  excludes?: Record<string, string[]>;
  totalCountMode: TotalCountMode;
}
