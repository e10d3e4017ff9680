// The top bar's search.
export { TopBarSearch } from './top-bar-search';
