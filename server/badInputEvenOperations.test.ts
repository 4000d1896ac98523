import { describeBadInput } from './test/badInputSuite'

// Malformed input to every other operation of openapi.yaml (the first, third, …); the rest in badInputOddOperations.
describeBadInput(0, 2)
