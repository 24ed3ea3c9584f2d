// Public surface of the search feature for the app shell: the header's dish search box.
export { DishSearchBox } from './components/dish-search-box';
