"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
// @freightgraph/sdk: typed clients of the five REST hosts (generated from their OpenAPI
// documents: src/generated/, `npm run sdk:generate`), typed refusals, retries that honour
// Retry-After, cursor iterators, webhook signature verification and token exchange.
__exportStar(require("./client.js"), exports);
__exportStar(require("./errors.js"), exports);
__exportStar(require("./paging.js"), exports);
__exportStar(require("./retry.js"), exports);
__exportStar(require("./token.js"), exports);
__exportStar(require("./webhooks.js"), exports);
