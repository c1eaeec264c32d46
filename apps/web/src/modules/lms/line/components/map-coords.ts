// The projection between stored GCJ-02 points and the map's tiles lives with the map hook (core/map), shared
// by every map that shows or pins a place; the line pages keep importing it from here.
export { mapProjection, mapUnprojection, pointOf } from '@/core/map/map-coords';
