/**
 * The name of the Cache Storage cache for pictures, shared by the app and the
 * service worker. It does not start with `workbox-precache`, so logout's wipe
 * deletes it with the user's pictures. Kept free of DOM types: the service
 * worker compiles it too.
 */
export const IMAGE_CACHE = 'hmo-images'
