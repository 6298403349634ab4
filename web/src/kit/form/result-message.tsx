import { FormError } from '../../components/ui/form-error.tsx';

/** The form's result message area for write failures (spec: "shown in a result message area"), announced as an alert. */
export function ResultMessage({ message }: { message: string | null }) {
  return <FormError message={message ?? undefined} />;
}
