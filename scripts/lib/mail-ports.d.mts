export declare const MAIL_PORTS: { smtp: number; smtpBehind: number; web: number; control: number };
