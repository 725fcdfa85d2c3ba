import { Global, Module } from '@nestjs/common';
import { ShutdownState } from './shutdown-state.js';

/** One `ShutdownState` for the whole app: the answers' `Connection: close` and readiness both read it. */
@Global()
@Module({ providers: [ShutdownState], exports: [ShutdownState] })
export class ShutdownModule {}
