export { feeRefundSentence, refundFeeOfLeg, refundKindOfFees, type FareRefundKind } from './refund-kind';
