import { Navigate, Route, Routes } from 'react-router';
import { AccessRecordsPage } from './pages/access-records-page';
import { DeviceDetailPage } from './pages/device-detail-page';
import { DevicesPage } from './pages/devices-page';
import { DoorGroupsPage } from './pages/door-groups-page';
import { GroupDevicesPage } from './pages/group-devices-page';

/*
 * The /key screens (spec section 2): one entry in the console's route table,
 * so that the console's first load carries one lazy import for all five.
 */
export function DoorAccessRoutes() {
  return (
    <Routes>
      <Route index element={<DoorGroupsPage />} />
      <Route path="detail/:egid?" element={<GroupDevicesPage />} />
      <Route path="list" element={<DevicesPage />} />
      <Route path="listd/:eid?" element={<DeviceDetailPage />} />
      <Route path="record" element={<AccessRecordsPage />} />
      <Route path="*" element={<Navigate to="/key" replace />} />
    </Routes>
  );
}
