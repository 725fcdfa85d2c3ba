import { Module } from '@nestjs/common';
import { FailureThrottle } from './failure-throttle.js';

@Module({ providers: [FailureThrottle], exports: [FailureThrottle] })
export class ThrottleModule {}
