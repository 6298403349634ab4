import type { CSSProperties } from 'react';

/**
 * One line of a field's message (Mantine's error text: the xs font size, line height 1.2) and the
 * gap above it. Every kit field keeps this room below itself while it shows no message, and its
 * message, when it shows, takes exactly that room: a message appearing as a field is left never
 * moves the controls below it, so a press and its release land on the same control (a click is
 * never lost to the form moving under the pointer). A message of two lines or more still grows.
 */
export const MESSAGE_GAP = 'calc(var(--mantine-spacing-xs) / 2)';
export const MESSAGE_ROOM = `calc(var(--mantine-font-size-xs) * 1.2 + ${MESSAGE_GAP})`;

/**
 * The `styles` of a field's Mantine wrapper (its root and error parts) that keep the message room:
 * `inputWrapper` for the inputs whose box Mantine pushes apart from the message itself.
 */
export const messageRoomStyles = (hasMessage: boolean, inputWrapper = false) => {
  const styles: { root: CSSProperties; error: CSSProperties; wrapper?: CSSProperties } = {
    root: { paddingBottom: hasMessage ? 0 : MESSAGE_ROOM },
    error: { marginTop: 0, paddingTop: MESSAGE_GAP, minHeight: MESSAGE_ROOM, boxSizing: 'border-box' },
  };
  if (inputWrapper) styles.wrapper = { marginBottom: 0 };
  return styles;
};
