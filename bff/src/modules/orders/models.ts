import { ORDER_TYPE_LABELS, type OrderPermissions, type OrderType } from '@portal/schema';
import type { OrderAdjustmentDto, OrderDto, OrderNoteDto } from '../../upstream/main/orders.ts';

/** What backs the Order type: the row with every field the viewer may not see already null. */
export interface OrderModel {
  id: string;
  campaignId: string;
  office: { id: string; name: string; slug: string };
  name: string;
  type: OrderType;
  typeLabel: string;
  suburb: string | null;
  startDate: string;
  endDate: string;
  bookedAt: string | null;
  status: string | null;
  price: number | null;
  noteCount: number | null;
  freeOfCharge: string | null;
  invoiced: boolean | null;
  invoicedDate: string | null;
  adjustmentCount: number | null;
  adjustmentTotal: number | null;
}

const TYPE_OF_DTO: Record<OrderDto['campaignType'], OrderType> = {
  agent: 'AGENT',
  office: 'OFFICE',
  'agent-extend': 'AGENT_EXTEND',
  property: 'PROPERTY',
};

/** An order for a viewer: prices, notes, free of charge, invoiced and adjustments only with their right (spec section 6). */
export const orderModel = (dto: OrderDto, may: OrderPermissions): OrderModel => {
  const type = TYPE_OF_DTO[dto.campaignType];
  return {
    id: dto.id,
    campaignId: dto.campaign.id,
    office: { id: dto.agency.id, name: dto.agency.displayName, slug: dto.agency.slug },
    name: dto.campaign.displayName,
    type,
    typeLabel: ORDER_TYPE_LABELS[type],
    suburb: dto.campaign.property?.suburb ?? null,
    startDate: dto.campaign.startDate,
    endDate: dto.campaign.endDate,
    bookedAt: dto.bookedAt,
    status: dto.status,
    price: may.viewPrices ? dto.packagePrice : null,
    noteCount: may.viewNotes ? dto.campaign.noteCount : null,
    freeOfCharge: may.viewFinance ? dto.campaign.statusLabel : null,
    invoiced: may.updateInvoice ? dto.invoiced : null,
    invoicedDate: may.updateInvoice ? dto.invoicedDate : null,
    adjustmentCount: may.viewFinance ? dto.campaign.adjustmentCount : null,
    adjustmentTotal: may.viewFinance ? dto.campaign.adjustmentTotal : null,
  };
};

export const noteModel = (dto: OrderNoteDto) => ({
  id: dto.id,
  note: dto.note,
  createdAt: dto.createdAt,
  author: dto.createdBy ? `${dto.createdBy.firstName} ${dto.createdBy.lastName}`.trim() : null,
});

export const adjustmentModel = (dto: OrderAdjustmentDto) => ({
  id: dto.id,
  date: dto.adjustmentDate,
  label: dto.label,
  amount: dto.amount,
  remarks: dto.remarks,
});
