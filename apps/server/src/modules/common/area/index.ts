export { registerAreaRoutes } from './area.routes';
export { areaPathName, ensureAreas } from './area.service';
export { placeColumns, type PlaceInput } from './place';
