import {
  colorsTuple,
  createTheme,
  MultiSelect,
  Notification,
  NumberInput,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
  type CSSVariablesResolver,
} from '@mantine/core';
import { texts } from './texts.ts';

/** The brand palette reads the white-label CSS variables (styles/brand.css), so a client colour is one variable away. */
const brand = colorsTuple(Array.from({ length: 10 }, (_, shade) => `var(--brand-${shade})`));

/**
 * Required fields are marked by styles/forms.css instead of Mantine's asterisk element, so labels
 * (and the names tests query by) stay exactly the specification's texts.
 */
const noAsterisk = { defaultProps: { withAsterisk: false } };

/** Toasts: a named close button, and description text dark enough for AA contrast under a title. */
const notification = Notification.extend({
  defaultProps: { closeButtonProps: { 'aria-label': texts.dismissNotification } },
  styles: { description: { color: 'var(--mantine-color-gray-7)' } },
});

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    TextInput: TextInput.extend(noAsterisk),
    PasswordInput: PasswordInput.extend(noAsterisk),
    Textarea: Textarea.extend(noAsterisk),
    NumberInput: NumberInput.extend(noAsterisk),
    Select: Select.extend(noAsterisk),
    MultiSelect: MultiSelect.extend(noAsterisk),
    Notification: notification,
  },
});

/** Darker dimmed and error colours than Mantine's defaults, for WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
