// What other parts of the server may use of notifications (eslint.config.js allows only this module).
export { unsentNotices, writeRentalNotices, type NoticeLog, type RentalNotice } from './service';
export { writeUserNotice, type UserNotice } from './user-notices';
export { storedNoticeText } from './params';
