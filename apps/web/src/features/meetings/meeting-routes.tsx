import { Navigate, Route, Routes } from 'react-router';
import { MeetingDetailPage } from './pages/meeting-detail-page';
import { MeetingsPage } from './pages/meetings-page';
import { MyMeetingsPage } from './pages/my-meetings-page';

/*
 * The meeting screens (spec section 2): one entry each in the console's route
 * table, so that the console's first load carries one lazy import for them.
 */

/** /meeting: the company's meetings; /meeting/mdetail/:mid one meeting's attendees. */
export function MeetingRoutes() {
  return (
    <Routes>
      <Route index element={<MeetingsPage />} />
      <Route path="mdetail/:mid" element={<MeetingDetailPage />} />
      <Route path="*" element={<Navigate to="/meeting" replace />} />
    </Routes>
  );
}

/** /mine/meetings: the meetings the signed-in employee initiates; /mine/meetings/:mid one of them. */
export function OwnMeetingRoutes() {
  return (
    <Routes>
      <Route index element={<MyMeetingsPage />} />
      <Route path=":mid" element={<MeetingDetailPage />} />
      <Route path="*" element={<Navigate to="/mine/meetings" replace />} />
    </Routes>
  );
}
