/**
 * The list screens' filters. Each lives in a module of its own, so that a screen downloads only the
 * inputs it shows (a search box alone does not bring Mantine's Select and MultiSelect; decision 096).
 */
export { ALL_CLIENTS, type LookupItem } from './lookup.ts';
export { ClientPicker, type ClientPickerProps } from './client-picker.tsx';
export { LookupMultiSelect, type LookupMultiSelectProps } from './lookup-multi-select.tsx';
export { StatusSelect, type StatusOption, type StatusSelectProps } from './status-select.tsx';
export { SearchInput, type SearchInputProps } from './search-input.tsx';
