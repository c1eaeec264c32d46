// The dashboard module's public face.
import type { RouteObject } from 'react-router';
import { workplaceRoutes } from './workplace/workplace.routes';

export const dashboardRoutes: RouteObject[] = [...workplaceRoutes];
