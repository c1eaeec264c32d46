export { registerAreaRoutes } from './area.routes';
export { areaFullNames, areaPathName, ensureAreas } from './area.service';
export { placeColumns, placeOf, type PlaceInput } from './place';
export { areaCentre, httpGeocoder, locatePlace, setGeocoder, type Geocoder, type Located } from './locate';
