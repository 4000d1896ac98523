import { describeBadInput } from './test/badInputSuite'

// Malformed input to every other operation of openapi.yaml (the second, fourth, …); the rest in badInputEvenOperations.
describeBadInput(1, 2)
