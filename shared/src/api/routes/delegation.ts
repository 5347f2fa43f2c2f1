import { route } from '../route';
import {
  accessRequestIdParamsSchema,
  activeClientListSchema,
  activeCpaListSchema,
  auditLogSchema,
  clientAccessRequestListSchema,
  cpaAccessRequestListSchema,
  createAccessRequestBodySchema,
  createAccessRequestResponseSchema,
  revokeCpaParamsSchema,
  updateAccessRequestBodySchema,
  updateAccessRequestResponseSchema,
} from '../schemas/delegation';
import { messageResponse } from '../route';

// Delegation between CPAs and their clients (spec part 3 §7 "CPA" and "Client").
export const delegationRoutes = {
  listCpaAccessRequests: route({
    method: 'GET',
    path: '/api/cpa/access-requests',
    auth: 'cpa',
    response: cpaAccessRequestListSchema,
    access: ['table:read', 'table:write'],
  }),
  createCpaAccessRequest: route({
    method: 'POST',
    path: '/api/cpa/access-requests',
    auth: 'cpa',
    body: createAccessRequestBodySchema,
    response: createAccessRequestResponseSchema,
    access: ['table:read', 'table:write', 'mail:send'],
  }),
  listCpaClients: route({
    method: 'GET',
    path: '/api/cpa/clients',
    auth: 'cpa',
    response: activeClientListSchema,
    access: ['table:read', 'table:write'],
  }),
  listClientAccessRequests: route({
    method: 'GET',
    path: '/api/client/access-requests',
    auth: 'user',
    response: clientAccessRequestListSchema,
    access: ['table:read', 'table:write'],
  }),
  updateClientAccessRequest: route({
    method: 'PATCH',
    path: '/api/client/access-requests/{id}',
    auth: 'user',
    params: accessRequestIdParamsSchema,
    body: updateAccessRequestBodySchema,
    response: updateAccessRequestResponseSchema,
    access: ['table:read', 'table:write', 'mail:send'],
  }),
  listClientCpas: route({
    method: 'GET',
    path: '/api/client/cpas',
    auth: 'user',
    response: activeCpaListSchema,
    access: ['table:read', 'table:write'],
  }),
  revokeClientCpa: route({
    method: 'DELETE',
    path: '/api/client/cpas/{cpaUserId}',
    auth: 'user',
    params: revokeCpaParamsSchema,
    response: messageResponse,
    access: ['table:read', 'table:write'],
  }),
  listClientAccessLog: route({
    method: 'GET',
    path: '/api/client/access-log',
    auth: 'user',
    response: auditLogSchema,
    access: ['table:read', 'table:write'],
  }),
} as const;
