export { registerAreaRoutes } from './area.routes';
export { areaPathName, ensureAreas } from './area.service';
