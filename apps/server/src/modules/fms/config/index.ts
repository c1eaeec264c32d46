export { registerFmsConfigRoutes } from './config.routes';
