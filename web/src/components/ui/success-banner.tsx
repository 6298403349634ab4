import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';

const SUCCESS_BANNER_MS = 3000;

interface SuccessBannerProps {
  message: string;
  onHide: () => void;
}

export function SuccessBanner({ message, onHide }: SuccessBannerProps) {
  useEffect(() => {
    const timer = window.setTimeout(onHide, SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [onHide]);

  return (
    <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden />} mb="md">
      {message}
    </Alert>
  );
}
