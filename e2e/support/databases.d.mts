export declare function freshDatabase(adminUrl: string, prefix: string): Promise<string>
export declare function dropDatabase(adminUrl: string, dbUrl: string): Promise<void>
