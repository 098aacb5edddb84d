import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { TrainingVideo } from '@vestibule/contract/entities/training-video';
import { fileSizeText } from '@vestibule/contract/rules/file-size';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Popconfirm, Progress, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshApi } from '../../../lib/api-query';
import { toast } from '../../../lib/toast';
import { uploadTrainingVideo, useDeleteVideo, useTrainingVideos } from '../api/training';
import { durationText } from '../lib/duration';

/** /answer/video: the company's training videos; upload with progress, play, delete. */
export function VideosPanel() {
  const { t } = useTranslation('training');
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const videos = useTrainingVideos(paging.page, paging.pageSize);
  const remove = useDeleteVideo();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number>();
  const [playing, setPlaying] = useState<TrainingVideo>();
  const picker = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      await uploadTrainingVideo(file, title.trim(), setProgress);
      toast.success(t('uploaded'));
      setTitle('');
      await refreshApi(queryClient, 'getTrainingVideo');
    } catch (error) {
      toast.error(t('uploadFailed', { reason: error instanceof Error ? error.message : '' }));
    } finally {
      setProgress(undefined);
    }
  };

  const columns: TableColumnsType<TrainingVideo> = [
    { key: 'title', title: t('video.title'), render: (_value, video) => video.title },
    { key: 'duration', title: t('video.duration'), width: 100, render: (_value, video) => durationText(video.durationSeconds) },
    { key: 'size', title: t('video.size'), width: 110, render: (_value, video) => fileSizeText(video.size) },
    { key: 'uploader', title: t('video.uploader'), width: 140, render: (_value, video) => video.uploader || '–' },
    {
      key: 'date',
      title: t('video.date'),
      width: 150,
      render: (_value, video) => dayjs(video.uploadTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('actions'),
      width: 160,
      render: (_value, video) => (
        <Space>
          <Button type="link" size="small" onClick={() => setPlaying(video)}>
            {t('video.play')}
          </Button>
          <Popconfirm
            title={t('video.deleteTitle', { title: video.title })}
            okText={t('delete')}
            cancelText={t('cancel')}
            onConfirm={() => remove.mutateAsync({ tvid: video.tvid, done: t('deleted') }).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          aria-label={t('video.newTitle')}
          placeholder={t('video.newTitle')}
          value={title}
          maxLength={100}
          onChange={(event) => setTitle(event.target.value)}
          style={{ width: 260 }}
        />
        <Button type="primary" icon={<UploadOutlined />} loading={progress !== undefined} onClick={() => picker.current?.click()}>
          {t('video.upload')}
        </Button>
        <input
          ref={picker}
          type="file"
          accept="video/mp4,video/webm"
          data-testid="video-file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {progress !== undefined && <Progress percent={progress} size="small" style={{ width: 200 }} />}
      </Space>
      <Table<TrainingVideo>
        rowKey="tvid"
        size="middle"
        columns={columns}
        loading={videos.isFetching}
        dataSource={videos.data?.list ?? []}
        locale={{ emptyText: t('video.empty') }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: videos.data?.count ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <Modal
        open={playing !== undefined}
        title={playing?.title}
        footer={null}
        width={760}
        onCancel={() => setPlaying(undefined)}
        destroyOnHidden
      >
        {playing && <video src={playing.videoUrl} controls autoPlay style={{ width: '100%' }} data-testid="video-player" />}
      </Modal>
    </>
  );
}
