import { Paper, Table, Text } from '@mantine/core';
import { formatCents } from '@portal/schema';
import { priceSummary } from './ordering-rules.ts';
import { agentOfficeTexts as t } from './ordering-texts.ts';

/**
 * The price summary of the agent and office forms (the spec does not show its layout): the package
 * price, the GST per the office's `includeGst` and the total, in cents. Never rendered for agents
 * (the BFF sends them no price).
 */
export function PriceSummary({
  price,
  gst,
  total,
  includeGst,
}: {
  price: number;
  gst: number;
  total: number;
  includeGst: boolean;
}) {
  return (
    <Paper withBorder p="sm" my="md" component="section" aria-label={t.priceSummary}>
      <Text fw={600} mb="xs">
        {t.priceSummary}
      </Text>
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t.packagePrice}</Table.Th>
            <Table.Td ta="right">{formatCents(price)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{includeGst ? t.gst : t.noGst}</Table.Th>
            <Table.Td ta="right">{formatCents(gst)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t.total}</Table.Th>
            <Table.Td ta="right" fw={600}>
              {formatCents(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The price summary of the chosen package, when it has a price (nothing for agents, or before a choice). */
export function PriceSummaryOf({ pkg, includeGst }: { pkg: Parameters<typeof priceSummary>[0]; includeGst: boolean }) {
  const summary = priceSummary(pkg);
  return summary ? <PriceSummary {...summary} includeGst={includeGst} /> : null;
}
