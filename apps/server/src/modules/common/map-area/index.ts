export { registerMapAreaRoutes } from './map-area.routes';
export { mapAreas, storeHasMapAreas } from './map-area.service';
