import { PACKAGE_TYPE_LABELS, type PackageType } from '@portal/schema';
import type { PackageDto, PackageTypeDto } from '../../upstream/main/packages.ts';

/** What backs the Package type (codegen mapper): the parsed upstream package. */
export type PackageModel = PackageDto;

const TYPE_OF_DTO: Record<PackageTypeDto, PackageType> = {
  property: 'PROPERTY',
  'agent-extend': 'AGENT_EXTEND',
  agent: 'AGENT',
  office: 'OFFICE',
};

const DTO_OF_TYPE: Record<PackageType, PackageTypeDto> = {
  PROPERTY: 'property',
  AGENT_EXTEND: 'agent-extend',
  AGENT: 'agent',
  OFFICE: 'office',
};

export const packageTypeOf = (dto: PackageTypeDto): PackageType => TYPE_OF_DTO[dto];
export const packageTypeToDto = (type: PackageType): PackageTypeDto => DTO_OF_TYPE[type];
export const packageTypeLabel = (dto: PackageTypeDto): string => PACKAGE_TYPE_LABELS[TYPE_OF_DTO[dto]];
