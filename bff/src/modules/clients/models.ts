import type { ClientDto } from '../../upstream/main/clients.ts';

/** What backs the Client type: the parsed client DTO (GET clients/{id}, or embedded in an office). */
export type ClientModel = ClientDto;
