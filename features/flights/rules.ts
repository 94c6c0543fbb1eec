// The pure rules of flights, safe on the server and in the browser (index.ts adds the checkout UI).
export { sortPrice } from './rules/sort';
export { feeRefundSentence, refundFeeOfLeg, refundKindOfFees, type FareRefundKind } from '@/features/fares/rules';
export { FARE_RULES } from './rules/fare-rules';
