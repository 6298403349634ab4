import '@mantine/core/styles/Switch.layer.css';
import { useMutation } from '@apollo/client/react';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { texts } from './texts.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { ActivateUserMutation, DeactivateUserMutation } from './queries.ts';

interface UserActiveToggleProps {
  id: string;
  name: string;
  active: boolean;
}

/**
 * The Active column (spec, "User enabled"): turning it on saves the user through the update
 * (activateUser); turning it off calls the delete endpoint (deactivateUser). The switch follows
 * the server's answer; a failure is announced and leaves it as it was.
 */
export function UserActiveToggle({ id, name, active }: UserActiveToggleProps) {
  const [activate, activating] = useMutation(ActivateUserMutation);
  const [deactivate, deactivating] = useMutation(DeactivateUserMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'AdminUser', id }),
        fields: { active: () => data.deactivateUser.active },
      });
    },
  });
  const busy = activating.loading || deactivating.loading;

  const change = async (next: boolean) => {
    try {
      if (next) await activate({ variables: { input: { id } } });
      else await deactivate({ variables: { input: { id } } });
    } catch (error) {
      notifications.show({ color: 'red', title: texts.users.toggleFailed, message: errorMessage(error) });
    }
  };

  return (
    // The row opens the user modal on click; the switch is its own control.
    <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Switch
        checked={active}
        disabled={busy}
        onChange={(event) => void change(event.currentTarget.checked)}
        aria-label={texts.users.activeToggle(name)}
      />
    </div>
  );
}
