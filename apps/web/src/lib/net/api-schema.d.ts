// GENERATED from the server's OpenAPI document by apps/web/scripts/api-schema.mjs: do not edit.
// Regenerate: `pnpm --filter @patience-race/web api`. `pnpm check:api` fails while it is stale.

import type { PileId } from '@patience-race/engine'
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser'

export interface paths {
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with a username and password; sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: {
                                id: string;
                                name: string;
                            };
                            recoveryCodes: string[];
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A guest (bearer token) claims a username and password, keeping its player id */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: {
                                id: string;
                                name: string;
                            };
                            recoveryCodes: string[];
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a password or a recovery code; sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        password?: string;
                        recoveryCode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: {
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends this session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere: ends every session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player and account, or 401 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: {
                                id: string;
                                name: string;
                            };
                            account: {
                                username: string;
                                createdAt: string;
                                hasPassword: boolean;
                                passkeys: {
                                    id: string;
                                    createdAt: string;
                                }[];
                                recoveryCodesLeft: number;
                                settings: {
                                    /** @default false */
                                    soundMove: boolean;
                                    /** @default false */
                                    soundFoundation: boolean;
                                    /** @default true */
                                    soundFinish: boolean;
                                    /**
                                     * @default medium
                                     * @enum {string}
                                     */
                                    cardSize: "small" | "medium" | "large";
                                    /** @default false */
                                    fourColourSuits: boolean;
                                    /** @default false */
                                    leftHanded: boolean;
                                    /** @default false */
                                    reducedMotion: boolean;
                                    /** @default true */
                                    allowSpectators: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Deletes the account: credentials and name go, results stay as "deleted player" */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes some of the account settings; the settings after */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        soundMove?: boolean;
                        /** @default false */
                        soundFoundation?: boolean;
                        /** @default true */
                        soundFinish?: boolean;
                        /**
                         * @default medium
                         * @enum {string}
                         */
                        cardSize?: "small" | "medium" | "large";
                        /** @default false */
                        fourColourSuits?: boolean;
                        /** @default false */
                        leftHanded?: boolean;
                        /** @default false */
                        reducedMotion?: boolean;
                        /** @default true */
                        allowSpectators?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default false */
                            soundMove: boolean;
                            /** @default false */
                            soundFoundation: boolean;
                            /** @default true */
                            soundFinish: boolean;
                            /**
                             * @default medium
                             * @enum {string}
                             */
                            cardSize: "small" | "medium" | "large";
                            /** @default false */
                            fourColourSuits: boolean;
                            /** @default false */
                            leftHanded: boolean;
                            /** @default false */
                            reducedMotion: boolean;
                            /** @default true */
                            allowSpectators: boolean;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets, changes or (with a passkey left) removes the password */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a passkey, as long as a password or another passkey remains */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player's finished races and moves, as JSON */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: {
                                id: string;
                                name: string;
                            };
                            account: {
                                username: string;
                                createdAt: string;
                            } | null;
                            races: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/@/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's public profile: ratings, totals, recent races */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    username: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: {
                                id: string;
                                name: string;
                            };
                            username: string;
                            createdAt: string;
                            ratings: {
                                /** @enum {string} */
                                game: "sir-tommy" | "saratoga" | "grandmas-game";
                                rating: number;
                                rd: number;
                                races: number;
                            }[];
                            totals: {
                                races: number;
                                wins: number;
                            };
                            recent: {
                                raceId: string;
                                /** @enum {string} */
                                game: "sir-tommy" | "saratoga" | "grandmas-game";
                                variant: string;
                                foundation: number;
                                total: number;
                                won: boolean;
                                timeMs: number;
                                ranked: boolean;
                                finishedAt: string;
                            }[];
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/register/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to make a passkey: for a new account (username), a guest, or the signed-in account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PasskeyCreationOptions"];
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/register/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores the new passkey (and makes the account); sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        response: components["schemas"]["PasskeyRegistrationInput"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: {
                                id: string;
                                name: string;
                            };
                            recoveryCodes?: string[];
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/login/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to sign in with a passkey */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PasskeyRequestOptions"];
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/login/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with a passkey; sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        response: components["schemas"]["PasskeyAuthenticationInput"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: {
                                id: string;
                                name: string;
                            };
                            recoveryCodes?: string[];
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a guest session: a player id and its bearer token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                            player: {
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers (503 while it does not) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            /** @enum {string} */
                            db: "postgres" | "pglite";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: false;
                            /** @enum {string} */
                            db: "postgres" | "pglite";
                            error: {
                                /** @enum {string} */
                                code: "BAD_PAYLOAD" | "UNAUTHORIZED" | "NOT_FOUND" | "RACE_FULL" | "NOT_A_PLAYER" | "NOT_STARTED" | "FINISHED" | "ILLEGAL_MOVE" | "RATE_LIMITED" | "OWN_RACE" | "SEQ_GAP" | "NOT_FINISHED" | "NO_SPECTATORS" | "MOVED" | "INTERNAL" | "NOT_YOUR_SEAT" | "NOT_CLAIMABLE" | "INVITE_EXPIRED" | "NAME_RESERVED" | "FORBIDDEN" | "HEADERS_TOO_LARGE" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT" | "USERNAME_TAKEN" | "WEAK_PASSWORD" | "BAD_CREDENTIALS" | "ACCOUNT_REQUIRED" | "LAST_SIGN_IN_METHOD" | "NOT_READY" | "DAILY_ALREADY_PLAYED";
                                message: string;
                            };
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers (503 while it does not) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            /** @enum {string} */
                            db: "postgres" | "pglite";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: false;
                            /** @enum {string} */
                            db: "postgres" | "pglite";
                            error: {
                                /** @enum {string} */
                                code: "BAD_PAYLOAD" | "UNAUTHORIZED" | "NOT_FOUND" | "RACE_FULL" | "NOT_A_PLAYER" | "NOT_STARTED" | "FINISHED" | "ILLEGAL_MOVE" | "RATE_LIMITED" | "OWN_RACE" | "SEQ_GAP" | "NOT_FINISHED" | "NO_SPECTATORS" | "MOVED" | "INTERNAL" | "NOT_YOUR_SEAT" | "NOT_CLAIMABLE" | "INVITE_EXPIRED" | "NAME_RESERVED" | "FORBIDDEN" | "HEADERS_TOO_LARGE" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT" | "USERNAME_TAKEN" | "WEAK_PASSWORD" | "BAD_CREDENTIALS" | "ACCOUNT_REQUIRED" | "LAST_SIGN_IN_METHOD" | "NOT_READY" | "DAILY_ALREADY_PLAYED";
                                message: string;
                            };
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/node": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This node and the public URL of its Socket.IO endpoint (cluster mode) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            node: string;
                            url: string;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The games and their variants */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            id: "sir-tommy" | "saratoga" | "grandmas-game";
                            name: string;
                            decks: number;
                            summary: string;
                            variants: {
                                id: string;
                                name: string;
                                description: string;
                            }[];
                        }[];
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/races": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Races by status (live by default), newest first */
        get: {
            parameters: {
                query?: {
                    status?: "live" | "waiting" | "finished";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            raceId: string;
                            /** @enum {string} */
                            game: "sir-tommy" | "saratoga" | "grandmas-game";
                            variant: string;
                            seedHash: string;
                            seedKnown: boolean;
                            seed?: string;
                            /** @enum {string} */
                            status: "waiting" | "countdown" | "live" | "finished" | "aborted";
                            timeLimitSec: number;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                            rematchOf: string | null;
                            rematchId: string | null;
                            rematchOfferBy?: number | null;
                            players: {
                                seat: number;
                                player: {
                                    id: string;
                                    name: string;
                                };
                                ready: boolean;
                                /** @enum {string} */
                                status: "playing" | "won" | "stuck" | "resigned" | "abandoned";
                                progress: {
                                    foundation: number;
                                    total: number;
                                    moves: number;
                                    /** @enum {string} */
                                    status: "playing" | "won" | "stuck";
                                };
                                online?: boolean;
                                offlineSince?: string | null;
                            }[];
                            seats: number;
                            places?: {
                                seat: number;
                                place: number;
                            }[];
                            spectators: number;
                            /** @enum {string} */
                            kind: "ranked" | "friend" | "ghost" | "daily" | "practice";
                            spectatorsAllowed: boolean;
                            spectatorDelaySec: number;
                            abandonAfterMs?: number;
                            par?: {
                                cards: number;
                                total: number;
                                moves: number;
                                proved: boolean;
                            };
                        }[];
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        /** Open a race (guest bearer token or session cookie) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        game: "sir-tommy" | "saratoga" | "grandmas-game";
                        variant?: string;
                        seed?: string;
                        timeLimitSec?: number;
                        opponent?: {
                            /** @enum {string} */
                            bot: "easy" | "medium" | "hard";
                        };
                        spectators?: boolean;
                        spectatorDelaySec?: 0 | 15 | 60;
                        seats?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            raceId: string;
                            /** @enum {string} */
                            game: "sir-tommy" | "saratoga" | "grandmas-game";
                            variant: string;
                            seedHash: string;
                            seedKnown: boolean;
                            url: string;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/races/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A race's summary (the seed only once it is public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            raceId: string;
                            /** @enum {string} */
                            game: "sir-tommy" | "saratoga" | "grandmas-game";
                            variant: string;
                            seedHash: string;
                            seedKnown: boolean;
                            seed?: string;
                            /** @enum {string} */
                            status: "waiting" | "countdown" | "live" | "finished" | "aborted";
                            timeLimitSec: number;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                            rematchOf: string | null;
                            rematchId: string | null;
                            rematchOfferBy?: number | null;
                            players: {
                                seat: number;
                                player: {
                                    id: string;
                                    name: string;
                                };
                                ready: boolean;
                                /** @enum {string} */
                                status: "playing" | "won" | "stuck" | "resigned" | "abandoned";
                                progress: {
                                    foundation: number;
                                    total: number;
                                    moves: number;
                                    /** @enum {string} */
                                    status: "playing" | "won" | "stuck";
                                };
                                online?: boolean;
                                offlineSince?: string | null;
                            }[];
                            seats: number;
                            places?: {
                                seat: number;
                                place: number;
                            }[];
                            spectators: number;
                            /** @enum {string} */
                            kind: "ranked" | "friend" | "ghost" | "daily" | "practice";
                            spectatorsAllowed: boolean;
                            spectatorDelaySec: number;
                            abandonAfterMs?: number;
                            par?: {
                                cards: number;
                                total: number;
                                moves: number;
                                proved: boolean;
                            };
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/races/{id}/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which server runs the race (cluster mode: the owner, claimed here if its owner is gone) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            raceId: string;
                            node: string;
                            url: string;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/races/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A finished race's seed and every move (409 until it has finished) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            raceId: string;
                            /** @enum {string} */
                            kind?: "ranked" | "friend" | "ghost" | "daily" | "practice";
                            /** @enum {string} */
                            game: "sir-tommy" | "saratoga" | "grandmas-game";
                            variant: string;
                            seed: string;
                            seedHash: string;
                            startedAt: string | null;
                            players: {
                                seat: number;
                                player: {
                                    id: string;
                                    name: string;
                                };
                                moves: {
                                    move: {
                                        from: components["schemas"]["PileId"];
                                        to: components["schemas"]["PileId"];
                                        count?: number;
                                        index?: number;
                                    } | ({
                                        /** @enum {string} */
                                        action: "draw";
                                    } | {
                                        /** @enum {string} */
                                        action: "turn";
                                    } | {
                                        /** @enum {string} */
                                        action: "deal";
                                    } | {
                                        /** @enum {string} */
                                        action: "redeal";
                                        order?: components["schemas"]["PileId"][];
                                    } | {
                                        /** @enum {string} */
                                        action: "reorder";
                                        order: number[];
                                    });
                                    at: number;
                                }[];
                            }[];
                            results: {
                                seat: number;
                                player: {
                                    id: string;
                                    name: string;
                                };
                                foundation: number;
                                total: number;
                                won: boolean;
                                /** @enum {string} */
                                status: "playing" | "won" | "stuck" | "resigned" | "abandoned";
                                timeMs: number;
                                moves: number;
                                foundationAt?: number;
                                place?: number;
                                /** @enum {string} */
                                outcome?: "more-cards" | "first-to-count" | "tie" | "alone" | "forfeit";
                            }[];
                            par?: {
                                cards: number;
                                total: number;
                                moves: number;
                                proved: boolean;
                                line: ({
                                    from: components["schemas"]["PileId"];
                                    to: components["schemas"]["PileId"];
                                    count?: number;
                                    index?: number;
                                } | ({
                                    /** @enum {string} */
                                    action: "draw";
                                } | {
                                    /** @enum {string} */
                                    action: "turn";
                                } | {
                                    /** @enum {string} */
                                    action: "deal";
                                } | {
                                    /** @enum {string} */
                                    action: "redeal";
                                    order?: components["schemas"]["PileId"][];
                                } | {
                                    /** @enum {string} */
                                    action: "reorder";
                                    order: number[];
                                }))[];
                            };
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/races/{id}/ghost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Race a finished race's recorded run (guest bearer token or session cookie) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seat: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            raceId: string;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's daily deals, one per game (seed hashes; the seeds after the day) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            number: number;
                            date: string;
                            /** @enum {string} */
                            game: "sir-tommy" | "saratoga" | "grandmas-game";
                            variant: string;
                            seedHash: string;
                        }[];
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily/{game}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start (or resume) today's daily attempt; once played: 409 DAILY_ALREADY_PLAYED */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    game: "sir-tommy" | "saratoga" | "grandmas-game";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            raceId: string;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily/{game}/{date}/practice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Play a past day's deal for practice (unranked, not on the board) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    game: "sir-tommy" | "saratoga" | "grandmas-game";
                    date: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            raceId: string;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily/archive/{game}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past dailies of a game, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    game: "sir-tommy" | "saratoga" | "grandmas-game";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            number: number;
                            date: string;
                            /** @enum {string} */
                            game: "sir-tommy" | "saratoga" | "grandmas-game";
                            variant: string;
                            seedHash: string;
                            finished: number;
                        }[];
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily/races/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which daily a race plays (its number, day, and whether it is practice) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            number: number;
                            date: string;
                            /** @enum {string} */
                            game: "sir-tommy" | "saratoga" | "grandmas-game";
                            practice: boolean;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily/streaks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's daily streaks: days in a row played, and won */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            played: number;
                            won: number;
                            streak: number;
                            bestStreak: number;
                            wonStreak: number;
                            bestWonStreak: number;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/daily/{game}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A day's daily deal and board (the rows once you finished it, or the day is over) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    game: "sir-tommy" | "saratoga" | "grandmas-game";
                    date: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deal: {
                                number: number;
                                date: string;
                                /** @enum {string} */
                                game: "sir-tommy" | "saratoga" | "grandmas-game";
                                variant: string;
                                seedHash: string;
                                seed?: string;
                            };
                            over: boolean;
                            finished: number;
                            playing: number;
                            you: {
                                raceId: string;
                                finished: boolean;
                                foundation?: number;
                                total?: number;
                                won?: boolean;
                                timeMs?: number;
                                place?: number;
                                percentile?: number;
                                onBoard: boolean;
                            } | null;
                            rows?: {
                                place: number;
                                player: {
                                    id: string;
                                    name: string;
                                };
                                foundation: number;
                                total: number;
                                won: boolean;
                                timeMs: number;
                                raceId: string;
                            }[];
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboards/{game}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ranked (rating, then best results) or friend-race boards of a game and variant */
        get: {
            parameters: {
                query?: {
                    period?: "day" | "week" | "all";
                    variant?: string;
                    kind?: "ranked" | "friends";
                };
                header?: never;
                path: {
                    game: "sir-tommy" | "saratoga" | "grandmas-game";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rank: number;
                            player: {
                                id: string;
                                name: string;
                            };
                            foundation: number;
                            total: number;
                            won: boolean;
                            timeMs: number;
                            moves: number;
                            raceId: string;
                            at: string;
                            rating?: number;
                            provisional?: boolean;
                        }[];
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's record: races, wins, per game, recent results */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            player: {
                                id: string;
                                name: string;
                            };
                            races: number;
                            wins: number;
                            winRate: number;
                            games: {
                                /** @enum {string} */
                                game: "sir-tommy" | "saratoga" | "grandmas-game";
                                variant: string;
                                races: number;
                                wins: number;
                                bestFoundation: number;
                                total: number;
                                fastestClearMs?: number;
                            }[];
                            headToHead?: {
                                opponent: {
                                    id: string;
                                    name: string;
                                };
                                won: number;
                                lost: number;
                                tie: number;
                            }[];
                            recent: {
                                raceId: string;
                                /** @enum {string} */
                                game: "sir-tommy" | "saratoga" | "grandmas-game";
                                foundation: number;
                                total: number;
                                won: boolean;
                                timeMs: number;
                                at: string;
                                foundationAt?: number;
                                opponent?: {
                                    player: {
                                        id: string;
                                        name: string;
                                    };
                                    foundation: number;
                                    foundationAt?: number;
                                };
                                /** @enum {string} */
                                outcome?: "won" | "lost" | "tie";
                                /** @enum {string} */
                                kind?: "ranked" | "friend" | "ghost" | "daily" | "practice";
                                ranked?: boolean;
                                par?: {
                                    cards: number;
                                    total: number;
                                    moves: number;
                                    proved: boolean;
                                };
                            }[];
                            raceWins?: number;
                            clears?: number;
                            streaks?: {
                                days: {
                                    current: number;
                                    best: number;
                                };
                                wins: {
                                    current: number;
                                    best: number;
                                };
                            };
                            ratings?: {
                                /** @enum {string} */
                                game: "sir-tommy" | "saratoga" | "grandmas-game";
                                variant: string;
                                rating: number;
                                provisional: boolean;
                                races: number;
                                history: {
                                    at: string;
                                    rating: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Race TV: the featured live race (ranked first, most watched, highest rated) */
        get: {
            parameters: {
                query?: {
                    after?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            race: {
                                raceId: string;
                                /** @enum {string} */
                                game: "sir-tommy" | "saratoga" | "grandmas-game";
                                variant: string;
                                seedHash: string;
                                seedKnown: boolean;
                                seed?: string;
                                /** @enum {string} */
                                status: "waiting" | "countdown" | "live" | "finished" | "aborted";
                                timeLimitSec: number;
                                createdAt: string;
                                startedAt: string | null;
                                finishedAt: string | null;
                                rematchOf: string | null;
                                rematchId: string | null;
                                rematchOfferBy?: number | null;
                                players: {
                                    seat: number;
                                    player: {
                                        id: string;
                                        name: string;
                                    };
                                    ready: boolean;
                                    /** @enum {string} */
                                    status: "playing" | "won" | "stuck" | "resigned" | "abandoned";
                                    progress: {
                                        foundation: number;
                                        total: number;
                                        moves: number;
                                        /** @enum {string} */
                                        status: "playing" | "won" | "stuck";
                                    };
                                    online?: boolean;
                                    offlineSince?: string | null;
                                }[];
                                seats: number;
                                places?: {
                                    seat: number;
                                    place: number;
                                }[];
                                spectators: number;
                                /** @enum {string} */
                                kind: "ranked" | "friend" | "ghost" | "daily" | "practice";
                                spectatorsAllowed: boolean;
                                spectatorDelaySec: number;
                                abandonAfterMs?: number;
                                par?: {
                                    cards: number;
                                    total: number;
                                    moves: number;
                                    proved: boolean;
                                };
                            } | null;
                        };
                    };
                };
                /** @description An error: `{ error: { code, message } }` with a 4xx or 5xx status */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBodyInput: {
            error: {
                /** @enum {string} */
                code: "BAD_PAYLOAD" | "UNAUTHORIZED" | "NOT_FOUND" | "RACE_FULL" | "NOT_A_PLAYER" | "NOT_STARTED" | "FINISHED" | "ILLEGAL_MOVE" | "RATE_LIMITED" | "OWN_RACE" | "SEQ_GAP" | "NOT_FINISHED" | "NO_SPECTATORS" | "MOVED" | "INTERNAL" | "NOT_YOUR_SEAT" | "NOT_CLAIMABLE" | "INVITE_EXPIRED" | "NAME_RESERVED" | "FORBIDDEN" | "HEADERS_TOO_LARGE" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT" | "USERNAME_TAKEN" | "WEAK_PASSWORD" | "BAD_CREDENTIALS" | "ACCOUNT_REQUIRED" | "LAST_SIGN_IN_METHOD" | "NOT_READY" | "DAILY_ALREADY_PLAYED";
                message: string;
            };
        };
        /** @description A pile of some game (the engine's PileId) */
        PileIdInput: PileId;
        /** @description navigator.credentials.create()'s answer as JSON (RegistrationResponseJSON) */
        PasskeyRegistrationInput: RegistrationResponseJSON;
        /** @description navigator.credentials.get()'s answer as JSON (AuthenticationResponseJSON) */
        PasskeyAuthenticationInput: AuthenticationResponseJSON;
        /** @description Options for navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON) */
        PasskeyCreationOptionsInput: PublicKeyCredentialCreationOptionsJSON;
        /** @description Options for navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON) */
        PasskeyRequestOptionsInput: PublicKeyCredentialRequestOptionsJSON;
        ErrorBody: {
            error: {
                /** @enum {string} */
                code: "BAD_PAYLOAD" | "UNAUTHORIZED" | "NOT_FOUND" | "RACE_FULL" | "NOT_A_PLAYER" | "NOT_STARTED" | "FINISHED" | "ILLEGAL_MOVE" | "RATE_LIMITED" | "OWN_RACE" | "SEQ_GAP" | "NOT_FINISHED" | "NO_SPECTATORS" | "MOVED" | "INTERNAL" | "NOT_YOUR_SEAT" | "NOT_CLAIMABLE" | "INVITE_EXPIRED" | "NAME_RESERVED" | "FORBIDDEN" | "HEADERS_TOO_LARGE" | "PAYLOAD_TOO_LARGE" | "REQUEST_TIMEOUT" | "USERNAME_TAKEN" | "WEAK_PASSWORD" | "BAD_CREDENTIALS" | "ACCOUNT_REQUIRED" | "LAST_SIGN_IN_METHOD" | "NOT_READY" | "DAILY_ALREADY_PLAYED";
                message: string;
            };
        };
        /** @description A pile of some game (the engine's PileId) */
        PileId: PileId;
        /** @description navigator.credentials.create()'s answer as JSON (RegistrationResponseJSON) */
        PasskeyRegistration: RegistrationResponseJSON;
        /** @description navigator.credentials.get()'s answer as JSON (AuthenticationResponseJSON) */
        PasskeyAuthentication: AuthenticationResponseJSON;
        /** @description Options for navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON) */
        PasskeyCreationOptions: PublicKeyCredentialCreationOptionsJSON;
        /** @description Options for navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON) */
        PasskeyRequestOptions: PublicKeyCredentialRequestOptionsJSON;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
