export { paymentConfigs } from './payment-config.table';
export { registerPaymentConfigRoutes } from './payment-config.routes';
export { createPaymentConfig, paymentMethodOptions, registerPaymentConfigUse, setDefaultPaymentConfig, type PaymentConfigUse } from './payment-config.service';
