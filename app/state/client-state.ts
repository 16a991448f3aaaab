// The client state of the spec (host, deviceType, showDebug, ads, adPosConfig, adsensConfig,
// domainConfig, categories, recommendList, brandList, carListState). The root loader builds it on
// the server; it arrives in the HTML and the client starts from it, so nothing flashes or refetches.
// The categories are constants of the code, not of the visit: they are not sent (every page's HTML
// would carry them), and debug mode shows them beside the state.
import { LABELS } from '#app/catalogue/categories.ts';
import type { ListQuery } from '#app/catalogue/filters.server.ts';
import type { FilterName } from '#app/catalogue/list-query.ts';
import type { DomainConfig } from '#app/domain/config.ts';
import type { DeviceType } from '#app/lib/device.ts';
import type { Units } from '#app/units/units.ts';

export type Option = { label: string; value: string };
export type CarListFilters = Record<FilterName, string>;

export type CarListState = {
  fromDetail: boolean;
  currentPage: number;
  filters: CarListFilters;
  /** the list's own address (path and query) when it was last shown */
  lastVisitedPage: string | null;
  /** the list's search params besides the filters: sort, keyword */
  queryParams: Record<string, string>;
};

export const ALL_BRANDS: Option = { label: 'All', value: 'all' };

export const DEFAULT_FILTERS: CarListFilters = {
  purpose: 'all',
  brand: 'all',
  type: 'all',
  seats: 'all',
  price: 'all',
  fuel: 'all',
  status: 'all',
};

export const DEFAULT_CAR_LIST_STATE: CarListState = {
  fromDetail: false,
  currentPage: 1,
  filters: DEFAULT_FILTERS,
  lastVisitedPage: null,
  queryParams: {},
};

const options = (labels: Record<string, string>): Option[] => [
  { label: 'All', value: 'all' },
  ...Object.entries(labels).map(([value, label]) => ({ label, value })),
];

/** The filter vocabularies, with All first, as the list's filters and the home's quick links show them. */
export const CATEGORIES = {
  purpose: options(LABELS.purpose),
  type: options(LABELS.type),
  price: options(LABELS.price),
  fuel: options(LABELS.fuel),
};

export type RecommendedCar = { id: number; brand: string; brandSlug: string; name: string; path: string; bodyType: string | null };

export type ClientState = {
  host: string;
  /** null when the server could not tell: the browser decides */
  deviceType: DeviceType | null;
  showDebug: boolean;
  ads: { enabled: boolean };
  adPosConfig: DomainConfig['adPosConfig'];
  adsensConfig: DomainConfig['adsense'] | null;
  domainConfig: Omit<DomainConfig, 'adsense' | 'adPosConfig'>;
  recommendList: RecommendedCar[];
  /** All alone unless debug mode (the only reader) is on: every other page's HTML would carry it */
  brandList: Option[];
  brandListLoaded: boolean;
  carListState: CarListState;
  /** the units every figure is shown in (the visitor's choice, else the domain's) */
  units: Units;
};

/** The list state a list address stands for. */
export function carListStateOf(query: ListQuery, path: string): CarListState {
  const { purpose, brand, type, seats, price, fuel, status, page, sort, q, pageSize } = query;
  const queryParams: Record<string, string> = {};
  if (sort !== 'name') queryParams.sort = sort;
  if (q) queryParams.q = q;
  if (pageSize !== 24) queryParams.pageSize = String(pageSize);
  return {
    fromDetail: false,
    currentPage: page,
    filters: { purpose, brand, type, seats, price, fuel, status },
    lastVisitedPage: path,
    queryParams,
  };
}

/** A brand list answer counts only as an array, or an object with a `list` array, of label/value items. */
export function brandOptions(data: unknown): Option[] | null {
  const list = Array.isArray(data) ? data : (data as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return null;
  const items = list.filter(
    (item): item is { label?: string; name?: string; value: string } =>
      typeof item?.value === 'string' && (typeof item.label === 'string' || typeof item.name === 'string'),
  );
  return [ALL_BRANDS, ...items.map((item) => ({ label: item.label ?? item.name ?? item.value, value: item.value }))];
}
