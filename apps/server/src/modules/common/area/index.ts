export { registerAreaRoutes } from './area.routes';
export { areaFullNames, areaPathName, ensureAreas } from './area.service';
// the ids an address's area text names (imports)
export { areaIdsOfText, type AreaIds } from './area-text';
export { placeColumns, placeOf, regionOf, type PlaceInput } from './place';
export { areaCentre, httpGeocoder, locatePlace, setGeocoder, type Geocoder, type Located } from './locate';
