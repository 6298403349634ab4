import { colorsTuple, createTheme, type CSSVariablesResolver, type MantineThemeComponent } from '@mantine/core';
import { texts } from '../lib/texts.ts';

/** The brand palette reads the white-label CSS variables (styles/brand.css), so a client colour is one variable away. */
const brand = colorsTuple(Array.from({ length: 10 }, (_, shade) => `var(--brand-${shade})`));

/*
 * Component defaults are plain theme objects, not `Component.extend(...)`: `extend` only adds types,
 * and referencing the components here would put every one of them (NumberInput, MultiSelect, …)
 * into the entry chunk that the login route downloads.
 */

/**
 * Required fields are marked by styles/forms.css instead of Mantine's asterisk element, so labels
 * (and the names tests query by) stay exactly the specification's texts.
 */
const noAsterisk: MantineThemeComponent = { defaultProps: { withAsterisk: false } };

/** Toasts: a named close button, and description text dark enough for AA contrast under a title. */
const notification: MantineThemeComponent = {
  defaultProps: { closeButtonProps: { 'aria-label': texts.dismissNotification } },
  styles: { description: { color: 'var(--mantine-color-gray-7)' } },
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    TextInput: noAsterisk,
    PasswordInput: noAsterisk,
    Textarea: noAsterisk,
    NumberInput: noAsterisk,
    Select: noAsterisk,
    MultiSelect: noAsterisk,
    // @mantine/dates and colour inputs take the same defaults by name.
    DateInput: noAsterisk,
    ColorInput: noAsterisk,
    Notification: notification,
    // A dialog's title bar is no page banner: Mantine renders it as <header>, which assistive
    // technology (and axe) would count as a second banner landmark beside the portal's own header.
    ModalHeader: { defaultProps: { component: 'div' } },
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
